module {
  func.func @loss(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_4 = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_5 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_5 : tensor<4x5xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_9 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %_8 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_9 : tensor<4x5xf32>) {
      ^bb0(%_in10: f32, %_in11: f32, %_out12: f32):
        %_13 = arith.addf %_in10, %_in11 : f32
        linalg.yield %_13 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_15 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_14 : tensor<4x5xf32>) outs(%_15 : tensor<4x5xf32>) {
      ^bb0(%_in16: f32, %_out17: f32):
        %_18 = math.tanh %_in16 : f32
        linalg.yield %_18 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_20 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_21 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_22 = linalg.fill ins(%_20 : f32) outs(%_21 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_23 = linalg.matmul ins(%_19, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_22 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_24 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_23, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_24 : tensor<4x2xf32>) {
      ^bb0(%_in25: f32, %_in26: f32, %_out27: f32):
        %_28 = arith.subf %_in25, %_in26 : f32
        linalg.yield %_28 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_30 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_29, %_29 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_30 : tensor<4x2xf32>) {
      ^bb0(%_in31: f32, %_in32: f32, %_out33: f32):
        %_34 = arith.mulf %_in31, %_in32 : f32
        linalg.yield %_34 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_36 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":11:3)
    %_37 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_38 = linalg.fill ins(%_36 : f32) outs(%_37 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_35 : tensor<4x2xf32>) outs(%_38 : tensor<f32>) {
      ^bb0(%_in39: f32, %_out40: f32):
        %_41 = arith.addf %_in39, %_out40 : f32
        linalg.yield %_41 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_43 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_48 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_42 : tensor<f32>) outs(%_43 : tensor<f32>) {
      ^bb0(%_in44: f32, %_out45: f32):
        %_46 = arith.constant 0x41000000 : f32
        %_47 = arith.divf %_in44, %_46 : f32
        linalg.yield %_47 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    func.return %_48 : tensor<f32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @loss__reverseMode(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_2 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_4 = linalg.matmul ins(%x, %w1 : tensor<4x3xf32>, tensor<3x5xf32>) outs(%_3 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_5 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b1 : tensor<5xf32>) outs(%_5 : tensor<4x5xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:21)
    %_9 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %_8 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_9 : tensor<4x5xf32>) {
      ^bb0(%_in10: f32, %_in11: f32, %_out12: f32):
        %_13 = arith.addf %_in10, %_in11 : f32
        linalg.yield %_13 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:12)
    %_15 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_14 : tensor<4x5xf32>) outs(%_15 : tensor<4x5xf32>) {
      ^bb0(%_in16: f32, %_out17: f32):
        %_18 = math.tanh %_in16 : f32
        linalg.yield %_18 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_20 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_21 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_22 = linalg.fill ins(%_20 : f32) outs(%_21 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_23 = linalg.matmul ins(%_19, %w2 : tensor<4x5xf32>, tensor<5x2xf32>) outs(%_22 : tensor<4x2xf32>) -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_24 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_23, %y : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_24 : tensor<4x2xf32>) {
      ^bb0(%_in25: f32, %_in26: f32, %_out27: f32):
        %_28 = arith.subf %_in25, %_in26 : f32
        linalg.yield %_28 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_30 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_29, %_29 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_30 : tensor<4x2xf32>) {
      ^bb0(%_in31: f32, %_in32: f32, %_out33: f32):
        %_34 = arith.mulf %_in31, %_in32 : f32
        linalg.yield %_34 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_36 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":11:3)
    %_37 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_38 = linalg.fill ins(%_36 : f32) outs(%_37 : tensor<f32>) -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_42 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%_35 : tensor<4x2xf32>) outs(%_38 : tensor<f32>) {
      ^bb0(%_in39: f32, %_out40: f32):
        %_41 = arith.addf %_in39, %_out40 : f32
        linalg.yield %_41 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_43 = tensor.empty() : tensor<f32> loc("tiny_mlp.kina":11:3)
    %_48 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_42 : tensor<f32>) outs(%_43 : tensor<f32>) {
      ^bb0(%_in44: f32, %_out45: f32):
        %_46 = arith.constant 0x41000000 : f32
        %_47 = arith.divf %_in44, %_46 : f32
        linalg.yield %_47 : f32
      } -> tensor<f32> loc("tiny_mlp.kina":11:3)
    %_49 = arith.constant dense<0x3F800000> : tensor<f32> loc("tiny_mlp.kina":2:1)
    %_50 = tensor.expand_shape %_49 [] output_shape [1] : tensor<f32> into tensor<1xf32> loc("tiny_mlp.kina":11:3)
    %_51 = tensor.expand_shape %_50 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32> loc("tiny_mlp.kina":11:3)
    %_52 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_55 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_51 : tensor<1x1xf32>) outs(%_52 : tensor<4x2xf32>) {
      ^bb0(%_in53: f32, %_out54: f32):
        linalg.yield %_in53 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_56 = arith.constant dense<0x41000000> : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_57 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_55, %_56 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_57 : tensor<4x2xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.divf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:3)
    %_63 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_62, %_29 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_63 : tensor<4x2xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.mulf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_69 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_62, %_29 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_69 : tensor<4x2xf32>) {
      ^bb0(%_in70: f32, %_in71: f32, %_out72: f32):
        %_73 = arith.mulf %_in70, %_in71 : f32
        linalg.yield %_73 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":11:4)
    %_75 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_74 : tensor<4x2xf32>, tensor<4x2xf32>) outs(%_75 : tensor<4x2xf32>) {
      ^bb0(%_in76: f32, %_in77: f32, %_out78: f32):
        %_79 = arith.addf %_in76, %_in77 : f32
        linalg.yield %_79 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_81 = tensor.empty() : tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_80 : tensor<4x2xf32>) outs(%_81 : tensor<4x2xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        %_84 = arith.negf %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x2xf32> loc("tiny_mlp.kina":10:13)
    %_86 = tensor.empty() : tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_89 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2 : tensor<5x2xf32>) outs(%_86 : tensor<2x5xf32>) {
      ^bb0(%_in87: f32, %_out88: f32):
        linalg.yield %_in87 : f32
      } -> tensor<2x5xf32> loc("tiny_mlp.kina":10:13)
    %_90 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_91 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_92 = linalg.fill ins(%_90 : f32) outs(%_91 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_93 = linalg.matmul ins(%_80, %_89 : tensor<4x2xf32>, tensor<2x5xf32>) outs(%_92 : tensor<4x5xf32>) -> tensor<4x5xf32> loc("tiny_mlp.kina":10:13)
    %_94 = tensor.empty() : tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19 : tensor<4x5xf32>) outs(%_94 : tensor<5x4xf32>) {
      ^bb0(%_in95: f32, %_out96: f32):
        linalg.yield %_in95 : f32
      } -> tensor<5x4xf32> loc("tiny_mlp.kina":10:13)
    %_98 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":10:13)
    %_99 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_100 = linalg.fill ins(%_98 : f32) outs(%_99 : tensor<5x2xf32>) -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_101 = linalg.matmul ins(%_97, %_80 : tensor<5x4xf32>, tensor<4x2xf32>) outs(%_100 : tensor<5x2xf32>) -> tensor<5x2xf32> loc("tiny_mlp.kina":10:13)
    %_102 = arith.constant dense<0x3F800000> : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_103 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_108 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_19 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_103 : tensor<4x5xf32>) {
      ^bb0(%_in104: f32, %_in105: f32, %_out106: f32):
        %_107 = arith.mulf %_in104, %_in105 : f32
        linalg.yield %_107 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_109 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_114 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102, %_108 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_109 : tensor<4x5xf32>) {
      ^bb0(%_in110: f32, %_in111: f32, %_out112: f32):
        %_113 = arith.subf %_in110, %_in111 : f32
        linalg.yield %_113 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_115 = tensor.empty() : tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_120 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_93, %_114 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%_115 : tensor<4x5xf32>) {
      ^bb0(%_in116: f32, %_in117: f32, %_out118: f32):
        %_119 = arith.mulf %_in116, %_in117 : f32
        linalg.yield %_119 : f32
      } -> tensor<4x5xf32> loc("tiny_mlp.kina":9:11)
    %_121 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:21)
    %_122 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_123 = linalg.fill ins(%_121 : f32) outs(%_122 : tensor<5xf32>) -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_127 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%_120 : tensor<4x5xf32>) outs(%_123 : tensor<5xf32>) {
      ^bb0(%_in124: f32, %_out125: f32):
        %_126 = arith.addf %_in124, %_out125 : f32
        linalg.yield %_126 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":9:21)
    %_128 = tensor.empty() : tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1 : tensor<3x5xf32>) outs(%_128 : tensor<5x3xf32>) {
      ^bb0(%_in129: f32, %_out130: f32):
        linalg.yield %_in129 : f32
      } -> tensor<5x3xf32> loc("tiny_mlp.kina":9:12)
    %_132 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_133 = tensor.empty() : tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_134 = linalg.fill ins(%_132 : f32) outs(%_133 : tensor<4x3xf32>) -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_135 = linalg.matmul ins(%_120, %_131 : tensor<4x5xf32>, tensor<5x3xf32>) outs(%_134 : tensor<4x3xf32>) -> tensor<4x3xf32> loc("tiny_mlp.kina":9:12)
    %_136 = tensor.empty() : tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_139 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x3xf32>) outs(%_136 : tensor<3x4xf32>) {
      ^bb0(%_in137: f32, %_out138: f32):
        linalg.yield %_in137 : f32
      } -> tensor<3x4xf32> loc("tiny_mlp.kina":9:12)
    %_140 = arith.constant 0x00000000 : f32 loc("tiny_mlp.kina":9:12)
    %_141 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_142 = linalg.fill ins(%_140 : f32) outs(%_141 : tensor<3x5xf32>) -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    %_143 = linalg.matmul ins(%_139, %_120 : tensor<3x4xf32>, tensor<4x5xf32>) outs(%_142 : tensor<3x5xf32>) -> tensor<3x5xf32> loc("tiny_mlp.kina":9:12)
    func.return %_48, %_135, %_85, %_143, %_127, %_101 : tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":2:1)
  } loc("tiny_mlp.kina":2:1)
  func.func @main(%x: tensor<4x3xf32> {bufferization.writable = false}, %y: tensor<4x2xf32> {bufferization.writable = false}, %w1: tensor<3x5xf32> {bufferization.writable = false}, %b1: tensor<5xf32> {bufferization.writable = false}, %w2: tensor<5x2xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) attributes {llvm.emit_c_interface} {
    %_call1:6 = func.call @loss__reverseMode(%x, %y, %w1, %b1, %w2) : (tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) -> (tensor<f32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32>) loc("tiny_mlp.kina":21:41)
    %_2 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_2 : tensor<3x5xf32>) {
      ^bb0(%_in3: f32, %_out4: f32):
        linalg.yield %_in3 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_6 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_5, %_call1#3 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_6 : tensor<3x5xf32>) {
      ^bb0(%_in7: f32, %_in8: f32, %_out9: f32):
        %_10 = arith.mulf %_in7, %_in8 : f32
        linalg.yield %_10 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:12)
    %_12 = tensor.empty() : tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w1, %_11 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%_12 : tensor<3x5xf32>) {
      ^bb0(%_in13: f32, %_in14: f32, %_out15: f32):
        %_16 = arith.subf %_in13, %_in14 : f32
        linalg.yield %_16 : f32
      } -> tensor<3x5xf32> loc("tiny_mlp.kina":22:7)
    %_18 = tensor.collapse_shape %lr [[0, 1]] : tensor<1x1xf32> into tensor<1xf32> loc("tiny_mlp.kina":22:46)
    %_19 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_18 : tensor<1xf32>) outs(%_19 : tensor<5xf32>) {
      ^bb0(%_in20: f32, %_out21: f32):
        linalg.yield %_in20 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_23 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_28 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%_22, %_call1#4 : tensor<5xf32>, tensor<5xf32>) outs(%_23 : tensor<5xf32>) {
      ^bb0(%_in24: f32, %_in25: f32, %_out26: f32):
        %_27 = arith.mulf %_in24, %_in25 : f32
        linalg.yield %_27 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:46)
    %_29 = tensor.empty() : tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_34 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b1, %_28 : tensor<5xf32>, tensor<5xf32>) outs(%_29 : tensor<5xf32>) {
      ^bb0(%_in30: f32, %_in31: f32, %_out32: f32):
        %_33 = arith.subf %_in30, %_in31 : f32
        linalg.yield %_33 : f32
      } -> tensor<5xf32> loc("tiny_mlp.kina":22:41)
    %_35 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_38 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_35 : tensor<5x2xf32>) {
      ^bb0(%_in36: f32, %_out37: f32):
        linalg.yield %_in36 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_39 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_38, %_call1#5 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_39 : tensor<5x2xf32>) {
      ^bb0(%_in40: f32, %_in41: f32, %_out42: f32):
        %_43 = arith.mulf %_in40, %_in41 : f32
        linalg.yield %_43 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:90)
    %_45 = tensor.empty() : tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w2, %_44 : tensor<5x2xf32>, tensor<5x2xf32>) outs(%_45 : tensor<5x2xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<5x2xf32> loc("tiny_mlp.kina":22:85)
    func.return %_call1#0, %_17, %_34, %_50 : tensor<f32>, tensor<3x5xf32>, tensor<5xf32>, tensor<5x2xf32> loc("tiny_mlp.kina":13:1)
  } loc("tiny_mlp.kina":13:1)
}
